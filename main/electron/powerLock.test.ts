import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { installPowerLock } from './powerLock';

describe('installPowerLock', () => {
  it('locks on lock-screen and suspend, not on other power events', () => {
    const pm = new EventEmitter();
    let locks = 0;
    installPowerLock(pm, () => locks++);
    pm.emit('resume');
    pm.emit('unlock-screen');
    pm.emit('on-ac');
    expect(locks).toBe(0);
    pm.emit('lock-screen');
    expect(locks).toBe(1);
    pm.emit('suspend');
    expect(locks).toBe(2);
  });

  it('stops locking once uninstalled', () => {
    const pm = new EventEmitter();
    let locks = 0;
    const uninstall = installPowerLock(pm, () => locks++);
    uninstall();
    pm.emit('lock-screen');
    pm.emit('suspend');
    expect(locks).toBe(0);
    expect(pm.listenerCount('lock-screen') + pm.listenerCount('suspend')).toBe(0);
  });
});
