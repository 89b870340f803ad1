// Light/dark theme: stored under localStorage `theme`, applied as the `dark` class and daisyUI's data-theme.
// The inline script of BaseLayout applies the stored theme before the first paint; this file changes it.
export type Theme = 'light' | 'dark';
export const THEME_STORAGE_KEY = 'theme';

export function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

export function setTheme(theme: Theme) {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.dataset.theme = theme;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // storage refused (private mode): the choice lasts for this page only
  }
}

export function toggleTheme() {
  setTheme(currentTheme() === 'dark' ? 'light' : 'dark');
}
