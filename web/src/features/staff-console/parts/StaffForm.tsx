import { Alert, Button, Group, Stack, Textarea, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { StaffAction } from '../use-staff-action';

/** Props of a console form. */
export interface StaffFormProps {
  /** The form's accessible name. */
  label: string;
  /** The write's busy state and the server's refusal. */
  action: Pick<StaffAction, 'busy' | 'problem'>;
  submitLabel: string;
  onSubmit: () => void;
  /** The form's heading (inside the form). */
  title?: string;
  /** Shown above the refusal. */
  head?: ReactNode;
  gap?: 'xs' | 'sm';
  /** The submit button's colour and whether it may be pressed (default: the theme's, yes). */
  submit?: { color?: string; disabled?: boolean };
  /** More buttons beside the submit button. */
  actions?: ReactNode;
  maw?: number;
  children: ReactNode;
}

/** A console form: the server's refusal above its fields, the submit button (busy while it writes) below. */
export function StaffForm(props: StaffFormProps) {
  const {
    label,
    action,
    submitLabel,
    onSubmit,
    title,
    head,
    gap = 'sm',
    maw,
    actions,
    submit,
    children,
  } = props;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      aria-label={label}
    >
      <Stack gap={gap} maw={maw}>
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
        <Group>
          <Button type="submit" loading={action.busy} {...submit}>
            {submitLabel}
          </Button>
          {actions}
        </Group>
      </Stack>
    </form>
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

/** Text fields bound to the string values of a form (each change gives the whole values anew). */
export function TextFields<K extends string, V extends Record<K, string>>({
  fields,
  values,
  onChange,
}: {
  fields: readonly TextFieldSpec<K>[];
  values: V;
  onChange: (next: V) => void;
}) {
  return fields.map(({ key, rows, ...field }) => {
    const bound = {
      ...field,
      value: values[key],
      onChange: (e: { currentTarget: { value: string } }) =>
        onChange({ ...values, [key]: e.currentTarget.value }),
    };
    return rows ? (
      <Textarea key={key} {...bound} autosize minRows={rows.min} maxRows={rows.max} />
    ) : (
      <TextInput key={key} {...bound} />
    );
  });
}
