/** What an input's change event carries that a bound field reads. */
interface ChangeOf<V> {
  currentTarget: V;
}

/** A text field's value and its change handler (`<TextInput {...boundText(name, setName)} />`). */
export function boundText(value: string, set: (value: string) => void) {
  return { value, onChange: (e: ChangeOf<{ value: string }>) => set(e.currentTarget.value) };
}

/** A checkbox's state and its change handler (`<Checkbox {...boundCheck(on, setOn)} />`). */
export function boundCheck(checked: boolean, set: (checked: boolean) => void) {
  return { checked, onChange: (e: ChangeOf<{ checked: boolean }>) => set(e.currentTarget.checked) };
}
