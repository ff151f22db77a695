import { createContext, use, type ComponentProps, type ComponentType, type ReactNode } from 'react';

/**
 * The form control the settings share with sign-up — the password box with its show/hide toggle. It belongs to
 * the accounts feature, and a feature never imports another, so the dashboard route (which composes features)
 * hands it in. The labelled field and the island picker are shared components of `@/components/forms`.
 */
export interface SettingsControls {
  PasswordInput: ComponentType<Omit<ComponentProps<'input'>, 'type'>>;
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
