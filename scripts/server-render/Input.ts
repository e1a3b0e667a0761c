// antd's Input from its CommonJS build, for the sign-in screen drawn in Node
// (scripts/vite-static-sign-in.ts).
import { Input } from 'antd';

export default Input;
