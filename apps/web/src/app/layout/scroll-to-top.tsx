import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** On each navigation the page starts at the top, or glides to the element a hash names (docs/product-rules.md §2). */
export function ScrollToTop() {
  const location = useLocation();
  useEffect(() => {
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView({ behavior: 'smooth', block: 'start' });
    else window.scrollTo(0, 0);
  }, [location]);
  return null;
}
