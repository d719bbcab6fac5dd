/**
 * The issue 15 survey pages as one lazy module: the post-delivery survey and the health-and-safety
 * acknowledgement share their rating inputs, words and styles, so one chunk serves both.
 */
export { PostDeliverySurveyPage } from './post-delivery-survey-page';
export { VisitSafetyPage } from './visit-safety-page';
