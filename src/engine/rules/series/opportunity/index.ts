export { mayFireDirect, opportunityFirers } from "./eligible";
export { markOpportunityFirers } from "./markers";
export { opportunityFire, stoppedBy } from "./window";
