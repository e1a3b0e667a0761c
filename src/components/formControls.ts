import { lateModule } from './lateModule';

/*
 * The antd controls a form draws once its first paint is done: Select (rc-select with its virtual
 * list, ~24 KB gzip) and the date and time pickers (rc-picker, ~35 KB gzip). Until they are in,
 * FormSelect and FormDatePicker draw still boxes with the field's value, so a form's first load
 * is its text fields, which can be typed in at once (docs/performance.md part 1h).
 */
const select = lateModule(() => import('antd/es/select'));
const pickers = lateModule(async () => {
  const [date, time] = await Promise.all([
    import('antd/es/date-picker'),
    import('antd/es/time-picker'),
  ]);
  return { DatePicker: date.default, TimePicker: time.default };
});

export const loadFormSelect = () => select.load().then((module) => module.default);
export const loadFormPickers = pickers.load;

/** antd's Select once loaded (asked for after the form's first paint), else undefined. */
export function useFormSelect() {
  select.useLoadAfterPaint(true);
  return select.use()?.default;
}

/** antd's DatePicker and TimePicker once loaded (asked for after the first paint), else undefined. */
export function useFormPickers() {
  pickers.useLoadAfterPaint(true);
  return pickers.use();
}
