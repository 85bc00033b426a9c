import { Select, type SelectProps } from '@mantine/core';

/** Props of a select that always keeps a choice. */
export interface ChoiceSelectProps {
  label: string;
  data: SelectProps['data'];
  value: string | null;
  /** The chosen value ('' should the select ever answer none). */
  onChange: (value: string) => void;
  /** Its width from the `xs` breakpoint up (full width below it). */
  width: number;
}

/** A select whose choice cannot be taken back, only changed (year, month, group…), full width on a phone. */
export function ChoiceSelect({ label, data, value, onChange, width }: ChoiceSelectProps) {
  return (
    <Select
      label={label}
      data={data}
      value={value}
      onChange={(next) => onChange(next ?? '')}
      allowDeselect={false}
      w={{ base: '100%', xs: width }}
    />
  );
}
