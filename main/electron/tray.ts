import { Menu, Tray, nativeImage } from 'electron';
import { TRAY_ICON_PNG } from './trayIcon';
import { trayMenuTemplate, type TrayActions } from './trayMenu';

/** Creates the tray icon; keep the returned Tray referenced or it is garbage-collected away. */
export function createTray(actions: TrayActions): Tray {
  const icon = nativeImage.createEmpty();
  icon.addRepresentation({ scaleFactor: 1, dataURL: TRAY_ICON_PNG[1] });
  icon.addRepresentation({ scaleFactor: 2, dataURL: TRAY_ICON_PNG[2] });
  const tray = new Tray(icon);
  tray.setToolTip('Vault Wallet');
  tray.setContextMenu(Menu.buildFromTemplate(trayMenuTemplate(actions)));
  return tray;
}
