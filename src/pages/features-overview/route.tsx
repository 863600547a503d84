export { sectionsRoute as default } from '../../components/sections/sections-route';
