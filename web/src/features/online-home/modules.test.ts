import { describe, expect, it } from 'vitest';
import { HOME_MODULES, orderModules } from './modules';

describe('orderModules', () => {
  it('puts the selected module first and keeps the others in order', () => {
    const { modules, selected } = orderModules('salon');
    expect(selected?.area).toBe('hallSales');
    expect(modules.map((m) => m.tip)).toEqual([
      'salon',
      ...HOME_MODULES.map((m) => m.tip).filter((t) => t !== 'salon'),
    ]);
  });
  it('keeps the order for no or an unknown tip', () => {
    expect(orderModules(undefined)).toEqual({ modules: HOME_MODULES, selected: null });
    expect(orderModules('yok').selected).toBeNull();
  });
  it('names each module once', () => {
    expect(new Set(HOME_MODULES.map((m) => m.tip)).size).toBe(HOME_MODULES.length);
  });
});
