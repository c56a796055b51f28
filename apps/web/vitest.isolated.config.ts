import { webProject } from './vitest.projects.ts';

// The web app's tests that replace modules, each file with modules of its own; see
// vitest.projects.ts.
export default webProject('isolated');
