import type { Settings } from '../shared/contract/settings';

/** Applies the theme setting; 'system' follows the OS and keeps following it. */
export function applyTheme(theme: Settings['theme']): () => void {
  const media = window.matchMedia('(prefers-color-scheme: dark)');
  const set = () =>
    document.documentElement.setAttribute(
      'data-theme',
      theme === 'system' ? (media.matches ? 'dark' : 'light') : theme,
    );
  set();
  if (theme !== 'system') return () => undefined;
  media.addEventListener('change', set);
  return () => media.removeEventListener('change', set);
}
