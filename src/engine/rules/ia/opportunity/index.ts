export { mayTakeOpportunityFire, opportunityFirers } from "./eligible";
export { firingGroups } from "./groups";
export { opportunityFire, type OpportunityFireChoice } from "./window";
