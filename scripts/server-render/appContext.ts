// antd App's context from its CommonJS build, for the console's screens drawn in Node
// (scripts/vite-static-screens.ts). Node gives a CommonJS file's `exports` as its default, unless
// a loader (tsx's, in the benches) already unwrapped it.
import context from 'antd/lib/app/context';

export default (context as unknown as { default?: typeof context }).default ?? context;
