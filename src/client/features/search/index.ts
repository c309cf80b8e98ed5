/** What other parts use of search: the top bar's search box (loaded lazily by the layout). */
export { NavSearch } from "./components/nav-search";
