import {
  ArrowLeftOutlined,
  ArrowRightOutlined,
  LeftOutlined,
  RightOutlined,
} from '@ant-design/icons';
import { ConfigProvider } from 'antd';
import { useContext } from 'react';

/**
 * Icons and placements that depend on the reading direction. antd mirrors its own components
 * (pagination, steps, the Refine page header's back arrow), but an arrow icon we pass in is drawn
 * as is: these read ConfigProvider's direction so "back" and "previous" point towards the start of
 * the line, right in a right-to-left layout.
 */
export const useIsRtl = (): boolean => useContext(ConfigProvider.ConfigContext).direction === 'rtl';

/** "Back to ..." buttons. */
export function BackIcon() {
  return useIsRtl() ? <ArrowRightOutlined /> : <ArrowLeftOutlined />;
}

/** "Previous" (day, week, page...). */
export function PreviousIcon() {
  return useIsRtl() ? <RightOutlined /> : <LeftOutlined />;
}

/** "Next" (day, week, page...). */
export function NextIcon() {
  return useIsRtl() ? <LeftOutlined /> : <RightOutlined />;
}

/** A header dropdown opens towards the page, from the end of the line in either direction. */
export const useEndPlacement = (): 'bottomLeft' | 'bottomRight' =>
  useIsRtl() ? 'bottomLeft' : 'bottomRight';
