// Must be imported before any .css.ts module in node-run tests: vanilla-extract needs a file
// scope to name classes, which its Vite plugin provides in the app and this provides in vitest.
import { setFileScope } from '@vanilla-extract/css/fileScope';
setFileScope('tests/support/css', 'posture-coach');
