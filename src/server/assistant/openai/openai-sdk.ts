// The OpenAI SDK behind a local module, for the code that loads it on first use with `import()`: importing the
// package itself dynamically would load its ES module copy beside the CommonJS one (decision 012).
export { default as OpenAI } from 'openai';
