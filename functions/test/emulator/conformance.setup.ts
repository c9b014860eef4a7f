// Vitest setup for the conformance suite's run on the official Cloud Firestore emulator.
import { registerConformanceStore } from '../../src/platform/db/conformance/conformance-db';
import { openEmulatorDb } from './emulator-db';

registerConformanceStore('emulator', async (options) =>
  openEmulatorDb(
    options.ignoreUndefinedProperties !== undefined
      ? { ignoreUndefinedProperties: options.ignoreUndefinedProperties }
      : {},
  ),
);
