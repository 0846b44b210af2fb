export { createBrowserRouter, RouterProvider } from 'react-router-dom';
