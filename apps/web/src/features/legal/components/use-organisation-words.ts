import { useTranslation } from 'react-i18next';
import { useOrganisation } from '../../../api/organisation';

/** The organisation's name and support email for the policy texts, with fallbacks while loading. */
export function useOrganisationWords(): { organisation: string; email: string } {
  const { t } = useTranslation();
  const organisation = useOrganisation().data;
  return {
    organisation: organisation?.name ?? t('legal.organisationFallback'),
    email: organisation?.support_email ?? t('legal.supportFallback'),
  };
}
