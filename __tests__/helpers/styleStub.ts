// Jest stands this in for imported stylesheets.
export default {};
