import type { MenuItemConstructorOptions } from 'electron';

export interface TrayActions {
  show(): void;
  lock(): void;
  quit(): void;
}

/** The tray's menu: Show, Lock, Quit, and nothing that reveals wallet state to a passer-by. */
export function trayMenuTemplate(actions: TrayActions): MenuItemConstructorOptions[] {
  return [
    { id: 'show', label: 'Show Vault Wallet', click: () => actions.show() },
    { id: 'lock', label: 'Lock', click: () => actions.lock() },
    { type: 'separator' },
    { id: 'quit', label: 'Quit', click: () => actions.quit() },
  ];
}
