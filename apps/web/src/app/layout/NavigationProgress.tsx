import { useNavigation } from 'react-router';

/**
 * A thin bar while the next page's code or data loads. On a slow connection a lazy route can
 * take seconds; without this, a tap seems to do nothing.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-brand-100">
      <div className="h-full w-1/3 animate-progress bg-brand-600 motion-reduce:animate-none" />
    </div>
  );
}
