import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LegalDocument } from '../components/legal-document';
import { useOrganisationWords } from '../components/use-organisation-words';
import '../i18n';

/** Privacy (/privacy): what the service keeps, who sees it and how it is protected. */
export default function PrivacyPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('privacy.title'));
  const words = useOrganisationWords();
  return (
    <LegalDocument
      title={t('privacy.title')}
      intro={t('privacy.intro', words)}
      sections={[
        { heading: t('privacy.keepsHeading'), points: t('privacy.keeps', { returnObjects: true }) },
        { heading: t('privacy.whoHeading'), points: t('privacy.who', { returnObjects: true }) },
        { heading: t('privacy.protectHeading'), points: t('privacy.protect', { returnObjects: true }) },
        { heading: t('privacy.contactHeading'), text: t('privacy.contact', words) },
      ]}
    />
  );
}
