// antd App's hook from its CommonJS build, for the console's screens drawn in Node
// (scripts/vite-static-screens.ts): its ES file imports the App's context by a path with no file
// extension, which Node cannot load. Unwrapped as ./appContext.ts is.
import useApp from 'antd/lib/app/useApp';

export default (useApp as unknown as { default?: typeof useApp }).default ?? useApp;
