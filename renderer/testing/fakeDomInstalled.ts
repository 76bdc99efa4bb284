// Imported first by a render test: react-dom and react-query decide once, when they are
// imported, whether they run in a browser, so the fake DOM must be on the globals before.
import { afterAll } from 'vitest';
import { installFakeDom } from './fakeDom';

const { uninstall } = installFakeDom();
afterAll(uninstall);
