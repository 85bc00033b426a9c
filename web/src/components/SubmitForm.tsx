import { Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFieldMessages } from './field-validity';

/** Props of a form with one submit button. */
export interface SubmitFormProps {
  /** The form's accessible name. */
  label: string;
  /** The submit button shows it is working (and cannot be pressed twice). */
  busy: boolean;
  submitLabel: string;
  /** Runs on submit; a promise it answers is not waited for (a write keeps its own busy state and errors). */
  onSubmit: () => unknown;
  /** Fields and button side by side, wrapping on a phone (a lookup row); stacked by default. */
  inline?: boolean;
  /** More buttons beside the submit button; given (even `null`), the buttons sit in a row at their own width. */
  actions?: ReactNode;
  /** The submit button's colour and whether it may be pressed (default: the theme's, yes). */
  submit?: { color?: string; disabled?: boolean };
  /** Stacked forms: the space between fields and their widest width. */
  gap?: 'xs' | 'sm';
  maw?: number;
  /** Below the fields and buttons (e.g. the refusal). */
  after?: ReactNode;
  children: ReactNode;
}

/**
 * A form of fields and a submit button: the page stays, `onSubmit` runs once every field is valid; a field
 * that is not (empty and required, say) is pointed at with a message in the screen's language.
 */
export function SubmitForm(props: SubmitFormProps) {
  const fieldMessages = useFieldMessages();
  const { label, busy, submitLabel, onSubmit, inline = false, actions, submit, after, children } = props;
  const button = (
    <Button type="submit" loading={busy} {...submit}>
      {submitLabel}
    </Button>
  );
  const buttons =
    actions !== undefined ? (
      <Group>
        {button}
        {actions}
      </Group>
    ) : (
      button
    );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
      {...fieldMessages}
      aria-label={label}
    >
      {inline ? (
        <Group align="flex-end" gap="sm" wrap="wrap">
          {children}
          {buttons}
        </Group>
      ) : (
        <Stack gap={props.gap ?? 'sm'} maw={props.maw}>
          {children}
          {buttons}
        </Stack>
      )}
      {after}
    </form>
  );
}
