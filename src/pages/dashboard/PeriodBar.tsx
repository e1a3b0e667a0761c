import { Skeleton } from 'antd';
import { lazy, type ComponentProps } from 'react';
import { AfterFirstData } from '../../components/AfterFirstData';

// antd's date pickers are their own chunk: the dashboard's first load draws the figures without.
const PeriodPicker = lazy(() => import('./PeriodPicker'));

/** The period picker, asked for once the dashboard's figures are drawn; a bar of its height until then. */
export function PeriodBar(props: ComponentProps<typeof PeriodPicker>) {
  return (
    <AfterFirstData fallback={<Skeleton.Input active style={{ width: 320 }} />}>
      <PeriodPicker {...props} />
    </AfterFirstData>
  );
}
