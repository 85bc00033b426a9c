import { Alert, SimpleGrid, Textarea, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { boundText } from '../../../components/bind';
import { SubmitForm, type SubmitFormProps } from '../../../components/SubmitForm';
import type { StaffAction } from '../use-staff-action';

/** Props of a console form: a stacked form's, its busy state taken from the write, named by its heading. */
export type StaffFormProps = Omit<SubmitFormProps, 'busy' | 'inline' | 'after' | 'label'> & {
  /** The write's busy state, the server's refusal and what the last write that went through said. */
  action: Pick<StaffAction, 'busy' | 'problem'> & Partial<Pick<StaffAction, 'done'>>;
  /** Shown above the refusal. */
  head?: ReactNode;
} & (
    | {
        /** The form's heading (inside the form), also its accessible name unless `label` is given. */
        title: string;
        label?: string;
      }
    | { title?: undefined; label: string }
  );

/**
 * A console form: the server's refusal above its fields, the submit button (busy while it writes) below, and
 * under it what the last save said (a form that looks the same after a save must still say it was saved).
 */
export function StaffForm({ action, title, label, head, actions, children, ...form }: StaffFormProps) {
  const done = action.done && (
    <Alert color="green" role="status" mt="sm" maw={form.maw}>
      {action.done}
    </Alert>
  );
  return (
    <SubmitForm
      {...form}
      label={label ?? title ?? ''}
      busy={action.busy}
      actions={actions ?? null}
      after={done}
    >
      {title && (
        <Title order={2} size="h3">
          {title}
        </Title>
      )}
      {head}
      {action.problem && (
        <Alert color="red" role="alert">
          {action.problem}
        </Alert>
      )}
      {children}
    </SubmitForm>
  );
}

/** One text field of a form's values: a line, or a growing text area when `rows` is given. */
export interface TextFieldSpec<K extends string> {
  key: K;
  label: string;
  description?: string;
  required?: boolean;
  maxLength?: number;
  rows?: { min?: number; max?: number };
}

/** Props of text fields bound to the string values of a form. */
export interface TextFieldsProps<K extends string, V extends Record<K, string>> {
  fields: readonly TextFieldSpec<K>[];
  values: V;
  onChange: (next: V) => void;
}

/** Text fields bound to the string values of a form (each change gives the whole values anew). */
export function TextFields<K extends string, V extends Record<K, string>>({
  fields,
  values,
  onChange,
}: TextFieldsProps<K, V>) {
  return fields.map(({ key, rows, ...field }) => {
    const bound = { ...field, ...boundText(values[key], (value) => onChange({ ...values, [key]: value })) };
    return rows ? (
      <Textarea key={key} {...bound} autosize minRows={rows.min} maxRows={rows.max} />
    ) : (
      <TextInput key={key} {...bound} />
    );
  });
}

/** A form's text fields in a grid: one column on a phone, `columns` (default 2) from `sm` up. */
export function TextFieldGrid<K extends string, V extends Record<K, string>>({
  columns = 2,
  ...fields
}: TextFieldsProps<K, V> & { columns?: number }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: columns }} spacing="sm">
      <TextFields {...fields} />
    </SimpleGrid>
  );
}
