import { autoUpdater } from 'electron-updater';
import type { UpdateChecker } from '../product/updateFeed';

/**
 * Electron's update check: electron-updater against the generic provider (the same latest.yml
 * the browser host reads). Nothing downloads or installs on its own; the app only reports
 * what the feed announces. Unpackaged runs (`npm start`) have no updater: the check says so.
 */
export function electronUpdateChecker(feedUrl: string): UpdateChecker {
  autoUpdater.autoDownload = false;
  autoUpdater.autoInstallOnAppQuit = false;
  autoUpdater.setFeedURL({ provider: 'generic', url: feedUrl });
  return async () => {
    const result = await autoUpdater.checkForUpdates();
    if (!result) throw new Error('updates are checked only in an installed build');
    const { version, releaseDate } = result.updateInfo;
    return { version, ...(releaseDate ? { releaseDate } : {}) };
  };
}
