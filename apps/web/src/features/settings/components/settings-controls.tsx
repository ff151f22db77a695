import { createContext, use, type ComponentProps, type ComponentType, type ReactNode, type Ref } from 'react';
import type { FieldControlProps } from '@/components/forms/form-field';

export interface LocationPickerProps extends FieldControlProps {
  /** The stored island value, e.g. "HA. Dhidhdhoo, Haa Alif", or ''. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  ref?: Ref<HTMLButtonElement>;
  disabled?: boolean;
}

/**
 * The form controls the settings share with sign-up — the password box with its show/hide toggle and the
 * island picker grouped by atoll. They belong to the accounts feature, and a feature never imports another,
 * so the dashboard route (which composes features) hands them in. The labelled field itself is the shared
 * `FormField` of `@/components/forms`.
 */
export interface SettingsControls {
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
