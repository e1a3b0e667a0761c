// antd's configuration context from its CommonJS build, for the console's screens drawn in Node
// (scripts/vite-static-screens.ts).
import { ConfigProvider } from 'antd';

export const ConfigContext = ConfigProvider.ConfigContext;
