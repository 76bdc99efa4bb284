import type { KeyboardEvent, MenuItem, MenuItemConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { TRAY_ICON_PNG } from './trayIcon';
import { trayMenuTemplate } from './trayMenu';

function click(item: MenuItemConstructorOptions | undefined) {
  item!.click!({} as MenuItem, undefined, {} as KeyboardEvent);
}

describe('trayMenuTemplate', () => {
  it('offers Show, Lock and Quit, each wired to its action', () => {
    const calls: string[] = [];
    const items = trayMenuTemplate({
      show: () => calls.push('show'),
      lock: () => calls.push('lock'),
      quit: () => calls.push('quit'),
    });
    expect(items.filter((i) => i.type !== 'separator').map((i) => i.id)).toEqual(['show', 'lock', 'quit']);
    click(items.find((i) => i.id === 'lock'));
    click(items.find((i) => i.id === 'show'));
    click(items.find((i) => i.id === 'quit'));
    expect(calls).toEqual(['lock', 'show', 'quit']);
  });
});

describe('TRAY_ICON_PNG', () => {
  it.each([
    [1, 16],
    [2, 32],
  ] as const)('at %ix is a %i px RGBA PNG', (scale, size) => {
    const png = Buffer.from(TRAY_ICON_PNG[scale].replace('data:image/png;base64,', ''), 'base64');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
    expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
    expect(png.readUInt32BE(16)).toBe(size);
    expect(png.readUInt32BE(20)).toBe(size);
    expect(png[25]).toBe(6); // colour type RGBA: transparent around the door
  });
});
