// The facade's screens and header widgets: each renders the active adapter's implementation.
import { useAuthComponents } from './AuthComponentsContext';

export function SignInScreen() {
  const { SignInScreen: Screen } = useAuthComponents();
  return <Screen />;
}

export function SignUpScreen() {
  const { SignUpScreen: Screen } = useAuthComponents();
  return <Screen />;
}

export function UserProfileScreen() {
  const { UserProfileScreen: Screen } = useAuthComponents();
  return <Screen />;
}

export function OrganizationProfileScreen() {
  const { OrganizationProfileScreen: Screen } = useAuthComponents();
  return <Screen />;
}

export function CreateOrganizationScreen() {
  const { CreateOrganizationScreen: Screen } = useAuthComponents();
  return <Screen />;
}

export function AccountMenu() {
  const { AccountMenu: Menu } = useAuthComponents();
  return <Menu />;
}

export function WorkspaceSwitcher() {
  const { WorkspaceSwitcher: Switcher } = useAuthComponents();
  return <Switcher />;
}
