export { mayTakeOpportunityFire, opportunityFirers } from "./eligible";
export { firingGroups } from "./groups";
export { opportunityFire } from "./window";
