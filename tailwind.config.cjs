// Loaded from src/styles/global.css with @config; daisyUI and the themes are declared in the CSS (Tailwind 4).
/** @type {import('tailwindcss').Config} */
module.exports = {
  theme: {
    extend: {
      fontFamily: {
        sans: ['Inter', 'ui-sans-serif', 'system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'sans-serif'],
      },
      maxWidth: { toast: '420px' },
    },
  },
};
