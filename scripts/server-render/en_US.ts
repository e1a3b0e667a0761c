// antd's English from its CommonJS build, for the sign-in screen drawn in Node
// (scripts/vite-static-screens.ts).
import enUS from 'antd/locale/en_US';

export default enUS;
