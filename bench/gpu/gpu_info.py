"""bench/gpu/run_gpu.py's `gpu` step: the renderer strings of one flag set, from CDP
SystemInfo.getInfo (what chrome://gpu shows), WebGL's WEBGL_debug_renderer_info and navigator.gpu's
adapter info."""
import time


GL_INFO_JS = r'''(async () => {
  const out = {};
  const gl = document.createElement('canvas').getContext('webgl2');
  if (gl) {
    const ext = gl.getExtension('WEBGL_debug_renderer_info');
    out.webgl_vendor = ext ? String(gl.getParameter(ext.UNMASKED_VENDOR_WEBGL)) : String(gl.getParameter(gl.VENDOR));
    out.webgl_renderer = ext ? String(gl.getParameter(ext.UNMASKED_RENDERER_WEBGL)) : String(gl.getParameter(gl.RENDERER));
    out.webgl_version = String(gl.getParameter(gl.VERSION));
  } else out.webgl_renderer = null;
  try {
    const a = navigator.gpu ? await navigator.gpu.requestAdapter({powerPreference: 'high-performance'}) : null;
    if (a) {
      const i = a.info || (a.requestAdapterInfo ? await a.requestAdapterInfo() : {});
      out.webgpu_adapter = {vendor: i.vendor, architecture: i.architecture, device: i.device,
        description: i.description, isFallbackAdapter: a.isFallbackAdapter ?? i.isFallbackAdapter};
    } else out.webgpu_adapter = navigator.gpu ? 'requestAdapter() returned null' : 'no navigator.gpu';
  } catch (e) { out.webgpu_adapter = 'error: ' + e.message; }
  out.hardwareConcurrency = navigator.hardwareConcurrency;
  out.userAgent = navigator.userAgent;
  return out;
})()'''


def gpu_info(b, base):
    b.page.send('Page.navigate', {'url': f'{base}/robots.txt'})
    time.sleep(1)
    info = b.ev(GL_INFO_JS, timeout=60)
    si = b.browser.send('SystemInfo.getInfo', timeout=60)
    g = si.get('gpu', {})
    aux = g.get('auxAttributes', {})
    info['chromium'] = b.version
    info['systeminfo_devices'] = g.get('devices')
    info['systeminfo_aux'] = {k: aux.get(k) for k in (
        'glRenderer', 'glVendor', 'glVersion', 'glImplementationParts', 'displayType',
        'driverVendor', 'driverVersion', 'gpuCompositing', 'vulkanVersion', 'inProcessGpu',
        'passthroughCmdDecoder', 'skiaBackendType', 'isAsan', 'optimus') if k in aux}
    info['feature_status'] = g.get('featureStatus')
    info['driver_bug_workarounds_count'] = len(g.get('driverBugWorkarounds') or [])
    return info
