// antd's Alert in a chunk of its own for the sign-in form (./LoginPage), which shows it only
// after a failed sign-in or for a session that ended.
export { Alert as default } from 'antd';
