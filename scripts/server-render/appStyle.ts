// antd App's styles from its CommonJS build, for the console's screens drawn in Node
// (scripts/vite-static-screens.ts). Node gives a CommonJS file's `exports` as its default, unless
// a loader (tsx's, in the benches) already unwrapped it.
import style from 'antd/lib/app/style';

export default (style as unknown as { default?: typeof style }).default ?? style;
