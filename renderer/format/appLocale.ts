/** The user's locale as the renderer knows it (Electron passes the OS's); en-US when none is given. */
export function appLocale(): string {
  return (typeof navigator !== 'undefined' && navigator.language) || 'en-US';
}
