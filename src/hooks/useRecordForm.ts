import {
  flattenObjectKeys,
  propertyPathToArray,
  useForm,
  useTranslate,
  useWarnAboutChange,
  type BaseRecord,
  type HttpError,
  type UseFormProps,
} from '@refinedev/core';
import { Form, type FormInstance, type FormProps } from 'antd';
import { useEffect, type KeyboardEvent } from 'react';

export type UseRecordFormProps<
  TQueryFnData extends BaseRecord = BaseRecord,
  TError extends HttpError = HttpError,
  TVariables = object,
> = UseFormProps<TQueryFnData, TError, TVariables> & {
  /** Enter in a field submits the form. */
  submitOnEnter?: boolean;
  /** "Leave with unsaved changes?"; by default Refine's option (set in App.tsx). */
  warnWhenUnsavedChanges?: boolean;
};

type FieldData = Parameters<FormInstance['setFields']>[0];

/** A failed save's field errors (`HttpError.errors`, src/api/httpError.ts) as antd's field data. */
function fieldErrors(
  errors: HttpError['errors'],
  translate: (key: string, fallback?: string) => string,
): FieldData {
  const fields: FieldData = [];
  for (const [key, value] of Object.entries(errors ?? {})) {
    let messages: string[] = [];
    if (Array.isArray(value)) messages = value;
    else if (typeof value === 'string') messages = [value];
    else if (value === true) messages = ['Field is not valid.'];
    else if (value && typeof value === 'object' && 'key' in value) {
      messages = [translate(value.key, value.message)];
    }
    fields.push({ name: propertyPathToArray(key), errors: messages });
  }
  return fields;
}

/**
 * Refine core's `useForm` with an antd Form, as @refinedev/antd's `useForm` gives it (the same
 * `formProps`, `saveButtonProps`, `form`, and core's `query`, `formLoading`, `onFinish`...),
 * without that package: it is one module, and a page importing any of it loads all of it with
 * dayjs (docs/performance.md part 1h). Server field errors land on their fields (the previous
 * ones are cleared first); the record's values fill the form when they arrive.
 */
export function useRecordForm<
  TQueryFnData extends BaseRecord = BaseRecord,
  TError extends HttpError = HttpError,
  TVariables = object,
>({
  submitOnEnter = false,
  warnWhenUnsavedChanges: warnProp,
  onMutationError,
  ...props
}: UseRecordFormProps<TQueryFnData, TError, TVariables> = {}) {
  const translate = useTranslate();
  const [form] = Form.useForm<TVariables>();
  const core = useForm<TQueryFnData, TError, TVariables>({
    ...props,
    onMutationError: (error, variables, context) => {
      const cleared: FieldData = Object.keys(
        flattenObjectKeys(form.getFieldsValue() as object),
      ).map((field) => ({ name: propertyPathToArray(field), errors: [] }));
      (form as FormInstance).setFields([...cleared, ...fieldErrors(error?.errors, translate)]);
      onMutationError?.(error, variables, context);
    },
  });
  const { warnWhenUnsavedChanges, setWarnWhen } = useWarnAboutChange();
  const warn = warnProp ?? warnWhenUnsavedChanges;
  const record = core.query?.data?.data;

  // The form takes the record as its initialValues; resetting applies them when they change.
  useEffect(() => {
    form.resetFields();
  }, [form, record, core.id]);

  const formProps: FormProps<TVariables> = {
    form,
    initialValues: record as FormProps<TVariables>['initialValues'],
    onFinish: (values: TVariables) => core.onFinish(values).catch((error: unknown) => error),
    onKeyUp: (event: KeyboardEvent<HTMLFormElement>) => {
      if (submitOnEnter && event.key === 'Enter') form.submit();
    },
    onValuesChange: (changed: object) => {
      if (changed && warn) setWarnWhen(true);
    },
  };

  return {
    ...core,
    form,
    formProps,
    saveButtonProps: { disabled: core.formLoading, onClick: () => form.submit() },
  };
}
