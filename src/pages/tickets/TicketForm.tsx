import { useOne } from '@refinedev/core';
import { useLookupSelect } from '../../hooks/useLookupSelect';
import {
  App,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Switch,
  TimePicker,
  type FormProps,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  TICKET_NAME_MAX,
  TICKET_NAME_MIN,
  TICKET_PRICE_MAX,
  TICKET_TEXT_MAX,
  type Institution,
  type TicketType,
} from '../../../contract';
import { SelectField } from '../../components/SelectField';
import { useScope } from '../../hooks/useScope';
import {
  eventMinutes,
  LONG_EVENT_HOURS,
  toFormValues,
  toWireValues,
  TIME_FORMAT,
  type TicketFormValues,
} from './ticketFormValues';

export interface TicketFormProps {
  formProps: FormProps;
  /** The record being edited (edit only): its sold count bounds the capacity, its date may stay. */
  record?: Partial<TicketType>;
}

/** Institution of an own-scope user, shown read-only (role 2 cannot choose another). */
function OwnInstitutionName({ id, known }: { id: number | null; known?: string }) {
  const { result } = useOne<Institution>({
    resource: 'institutions',
    id: id ?? '',
    queryOptions: { enabled: !known && id !== null },
  });
  return <Input id="institution_name" readOnly disabled value={known ?? result?.name ?? ''} />;
}

/**
 * The create/edit form of a ticket type for both scopes: the "Regular event" switch hides the
 * date and time pickers; past days are disabled (an edited record may keep its own date); end
 * equal to start is refused inline and an earlier end is shown as "ends the next day"; role 1
 * picks the institution (searchable), role 2 sees its own, fixed.
 */
export function TicketForm({ formProps, record }: TicketFormProps) {
  const { t } = useTranslation('tickets');
  const { scope, institutionId } = useScope();
  const { modal } = App.useApp();
  const form = formProps.form;
  const regular = Form.useWatch('is_regular', form) as boolean | undefined;
  const start = Form.useWatch('start_datetime', form) as Dayjs | null | undefined;
  const end = Form.useWatch('end_datetime', form) as Dayjs | null | undefined;

  const initialValues = useMemo(
    () => toFormValues(formProps.initialValues as Partial<TicketType> | undefined),
    [formProps.initialValues],
  );
  const keptDate = initialValues?.date ?? null;

  const { selectProps } = useLookupSelect<Institution>({
    resource: 'institutions',
    optionLabel: 'name',
    optionValue: 'institution_id',
    defaultValue: record?.institution_id,
    onSearch: (value) => [{ field: 'q', operator: 'contains', value }],
    pagination: { pageSize: 50, mode: 'server' },
    queryOptions: { enabled: scope === 'all' },
  });

  const isPast = (day: Dayjs) =>
    day.isBefore(dayjs(), 'day') && !(keptDate && day.isSame(keptDate, 'day'));
  const sameMinute = (a?: Dayjs | null, b?: Dayjs | null) =>
    !!a && !!b && a.format(TIME_FORMAT) === b.format(TIME_FORMAT);
  const overnight =
    !!start && !!end && !sameMinute(start, end) && end.format('HHmm') < start.format('HHmm');
  const sold = typeof record?.sold === 'number' ? record.sold : 0;

  // Enter submits (Refine's submitOnEnter), except where Enter already means something: a new
  // line in the text areas, confirming a typed date or time, choosing an option in a select.
  const onKeyUp = (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement;
    if (target.tagName === 'TEXTAREA' || target.closest('.ant-picker, .ant-select')) return;
    formProps.onKeyUp?.(event);
  };

  // An event of more than LONG_EVENT_HOURS is more often a mistyped time than a real one: asked.
  const onFinish = (values: TicketFormValues) => {
    const save = () => formProps.onFinish?.(toWireValues(values));
    const minutes = values.is_regular
      ? undefined
      : eventMinutes(values.start_datetime, values.end_datetime);
    if (minutes === undefined || minutes <= LONG_EVENT_HOURS * 60) return void save();
    const times = {
      start: values.start_datetime?.format(TIME_FORMAT),
      end: values.end_datetime?.format(TIME_FORMAT),
    };
    const nextDay =
      (values.end_datetime?.format('HHmm') ?? '') < (values.start_datetime?.format('HHmm') ?? '');
    modal.confirm({
      title: t('form.longEventTitle', { max: LONG_EVENT_HOURS }),
      content: t(nextDay ? 'form.longEventNextDay' : 'form.longEventSameDay', times),
      okText: t('form.longEventOk'),
      cancelText: t('form.longEventCancel'),
      onOk: () => void save(),
    });
  };

  return (
    <Form
      {...formProps}
      layout="vertical"
      initialValues={
        initialValues ?? {
          is_regular: false,
          institution_id: scope === 'own' ? (institutionId ?? undefined) : undefined,
        }
      }
      onKeyUp={onKeyUp}
      onFinish={(values) => onFinish(values as TicketFormValues)}
    >
      <Form.Item
        name="name"
        label={t('fields.name')}
        rules={[
          { required: true, whitespace: true, message: t('rules.nameRequired') },
          {
            min: TICKET_NAME_MIN,
            max: TICKET_NAME_MAX,
            message: t('rules.nameLength', { min: TICKET_NAME_MIN, max: TICKET_NAME_MAX }),
          },
        ]}
      >
        <Input maxLength={TICKET_NAME_MAX} />
      </Form.Item>

      {scope === 'all' ? (
        <Form.Item
          name="institution_id"
          label={t('fields.institution')}
          rules={[{ required: true, message: t('rules.institutionRequired') }]}
        >
          <SelectField {...selectProps} showSearch placeholder={t('form.pickInstitution')} />
        </Form.Item>
      ) : (
        <>
          <Form.Item name="institution_id" hidden>
            <Input />
          </Form.Item>
          <Form.Item label={t('fields.institution')} htmlFor="institution_name">
            <OwnInstitutionName id={institutionId} known={record?.institution?.name} />
          </Form.Item>
        </>
      )}

      <Form.Item
        name="price"
        label={t('fields.price')}
        extra={t('form.priceHelp')}
        rules={[
          { required: true, message: t('rules.priceRequired') },
          {
            type: 'number',
            min: 0,
            max: TICKET_PRICE_MAX,
            transform: (v: unknown) => (v === null || v === undefined || v === '' ? v : Number(v)),
            message: t('rules.priceRange'),
          },
        ]}
      >
        {/* No `min`: antd would silently clamp a typed -5 to 0; the rule above says why instead. */}
        <InputNumber<string> step="0.5" precision={2} stringMode style={{ width: '100%' }} />
      </Form.Item>

      <Form.Item
        name="capacity"
        label={t('fields.capacity')}
        extra={sold > 0 ? t('form.capacitySold', { sold }) : t('form.capacityHelp')}
        rules={[
          { required: true, message: t('rules.capacityRequired') },
          { type: 'integer', min: 1, message: t('rules.capacityMin') },
          {
            validator: async (_rule, value: number | null | undefined) => {
              if (typeof value === 'number' && value < sold) {
                throw new Error(t('rules.capacityBelowSold', { sold }));
              }
            },
          },
        ]}
      >
        <InputNumber precision={0} style={{ width: '100%' }} />
      </Form.Item>

      <Form.Item
        name="is_regular"
        label={t('fields.isRegular')}
        valuePropName="checked"
        extra={t('form.regularHelp')}
      >
        <Switch />
      </Form.Item>

      {!regular && (
        <>
          <Form.Item
            name="date"
            label={t('fields.date')}
            rules={[
              { required: true, message: t('rules.dateRequired') },
              {
                validator: async (_rule, value: Dayjs | null | undefined) => {
                  if (value && isPast(value)) throw new Error(t('rules.datePast'));
                },
              },
            ]}
          >
            <DatePicker disabledDate={isPast} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="start_datetime"
            label={t('fields.startTime')}
            rules={[{ required: true, message: t('rules.startRequired') }]}
          >
            <TimePicker
              format={TIME_FORMAT}
              minuteStep={5}
              needConfirm={false}
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Form.Item
            name="end_datetime"
            label={t('fields.endTime')}
            dependencies={['start_datetime']}
            extra={overnight ? t('form.endsNextDay') : t('form.overnightHelp')}
            rules={[
              { required: true, message: t('rules.endRequired') },
              ({ getFieldValue }) => ({
                validator: async (_rule, value: Dayjs | null | undefined) => {
                  if (sameMinute(getFieldValue('start_datetime') as Dayjs | null, value)) {
                    throw new Error(t('rules.endEqualsStart'));
                  }
                },
              }),
            ]}
          >
            <TimePicker
              format={TIME_FORMAT}
              minuteStep={5}
              needConfirm={false}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </>
      )}

      <Form.Item
        name="description"
        label={t('fields.description')}
        rules={[
          {
            max: TICKET_TEXT_MAX,
            message: t('rules.fieldMax', {
              field: t('fields.description'),
              count: TICKET_TEXT_MAX,
            }),
          },
        ]}
      >
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item
        name="benefits"
        label={t('fields.benefits')}
        rules={[
          {
            max: TICKET_TEXT_MAX,
            message: t('rules.fieldMax', { field: t('fields.benefits'), count: TICKET_TEXT_MAX }),
          },
        ]}
      >
        <Input.TextArea rows={2} />
      </Form.Item>
    </Form>
  );
}
