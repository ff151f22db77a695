import {
  createContext,
  use,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react';

/** What a form control receives from its field wrapper so the label, hint and error reach assistive tech. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export interface SettingsFormFieldProps {
  id: string;
  label: ReactNode;
  /** Shown under the field; the control is marked invalid. */
  error?: string;
  hint?: ReactNode;
  labelAside?: ReactNode;
  optional?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

export interface LocationPickerProps extends FieldControlProps {
  /** The stored island value, e.g. "HA. Dhidhdhoo, Haa Alif", or ''. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  ref?: Ref<HTMLButtonElement>;
  disabled?: boolean;
}

/**
 * The form controls the settings share with sign-up — the labelled field, the password box with its
 * show/hide toggle and the island picker grouped by atoll. They belong to the accounts feature, and a
 * feature never imports another, so the dashboard route (which composes features) hands them in.
 */
export interface SettingsControls {
  FormField: ComponentType<SettingsFormFieldProps>;
  PasswordInput: ComponentType<Omit<ComponentProps<'input'>, 'type'>>;
  LocationPicker: ComponentType<LocationPickerProps>;
}

const SettingsControlsContext = createContext<SettingsControls | null>(null);

export function SettingsControlsProvider({
  controls,
  children,
}: {
  controls: SettingsControls;
  children: ReactNode;
}) {
  return <SettingsControlsContext value={controls}>{children}</SettingsControlsContext>;
}

/** The controls handed in by the route. @throws when rendered outside `SettingsControlsProvider`. */
export function useSettingsControls(): SettingsControls {
  const controls = use(SettingsControlsContext);
  if (!controls) throw new Error('Settings components need a SettingsControlsProvider.');
  return controls;
}
