// The toasts area. SonnerToaster is left out on purpose: importing it would load sonner (and
// inject its stylesheet) on every page; ToastHost loads it lazily on the first notify().
export * from './catalogue';
export * from './toastKeys';
export * from './notify';
export * from './ToastHost';
