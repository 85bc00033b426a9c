import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useServices } from '../app/services';
import { decimalMarker } from '../format/numbers';

/** A numeric input with the mask of the specification: space thousands, `,` (tr) or `.` (en) decimals. */
export function MaskedNumberInput(props: Omit<NumberInputProps, 'thousandSeparator' | 'decimalSeparator'>) {
  const { language } = useServices();
  return (
    <NumberInput thousandSeparator=" " decimalSeparator={decimalMarker(language)} hideControls {...props} />
  );
}
