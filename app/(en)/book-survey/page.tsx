import { surveyMetadata, SurveyPageView } from '@/components/templates/survey-page';

export const metadata = surveyMetadata('en');

export default function SurveyPage() {
  return <SurveyPageView locale="en" />;
}
