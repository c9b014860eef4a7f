// A list filter's "any" value (spec 3 §2, §7): the select's first option, sent as such. Apart from
// people-list.ts (the lists' schemas) so a screen that only filters carries no schema library.
export const NO_FILTER = '-1';
