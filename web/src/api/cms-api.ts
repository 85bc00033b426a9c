import type { ModuleOption } from '@bulten/core';

/** The value of one module option, or undefined when it is not set. */
export function moduleOption(options: readonly ModuleOption[], module: string, key: string): unknown {
  return options.find((o) => o.Modul === module && o.Anahtar === key)?.Deger;
}
